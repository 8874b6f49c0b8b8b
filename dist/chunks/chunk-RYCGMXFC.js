// Merged into ./group-run.js (scripts/start-groups.mjs).
import "./group-run.js";
