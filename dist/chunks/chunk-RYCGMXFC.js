// Merged into ./start-run.js (scripts/run-start.mjs).
import "./start-run.js";
