/**
 * `Skill`: loads one of the repository's skills (`.claude/skills/<name>/SKILL.md`)
 * when the model asks for it. Only names and descriptions are in the system prompt;
 * the body comes as this tool's result, with the skill's other files, which Read opens.
 */
import type { z } from 'zod';
import { builtInJsonSchema, deferredSchema } from './deferred-schema.js';
import { toolError } from './tool-error.js';
import type { Tool } from './types.js';

/** A skill (`.claude/skills/<name>/SKILL.md`), as src/engine/project reads it and this tool serves it. */
export interface Skill {
  name: string;
  description: string;
  /** The SKILL.md body, without its front matter. */
  body: string;
  /** Its folder, from the root (`.claude/skills/<name>`). */
  folder: string;
  /** The other files of its folder, from the root. */
  files: string[];
}

export const skillInputSchema = deferredSchema((z) =>
  z.strictObject({
    skill: z.string().min(1).describe('The name of the skill to load'),
  }),
);
type SkillInput = z.infer<typeof skillInputSchema>;

/** The system prompt's list of skills (names and descriptions only). */
export function skillsSection(skills: readonly Skill[]): string | undefined {
  if (skills.length === 0) return undefined;
  return [
    "This repository's skills (load one with the Skill tool when the task matches its description):",
    ...skills.map((skill) => `- ${skill.name}: ${skill.description.replace(/\s+/g, ' ')}`),
  ].join('\n');
}

/** The Skill tool over the repository's skills. */
export function createSkillTool(skills: readonly Skill[]): Tool<SkillInput> {
  return {
    name: 'Skill',
    description:
      "Loads one of the repository's skills by name: its instructions, and the files of its folder (open them with Read). The skills and when to use them are listed in the system prompt.",
    inputSchema: skillInputSchema,
    inputJsonSchema: builtInJsonSchema('Skill'),
    isConcurrencySafe: () => true,
    call: async (input) => {
      const skill = skills.find((candidate) => candidate.name === input.skill);
      if (!skill) {
        const known = skills.map((candidate) => candidate.name).join(', ');
        return toolError(`No skill named "${input.skill}"; the skills are: ${known}.`);
      }
      const files =
        skill.files.length > 0
          ? `\n\nFiles of this skill (read them with Read when the instructions say so):\n${skill.files.map((file) => `- ${file}`).join('\n')}`
          : '';
      return {
        content: `Skill "${skill.name}" (${skill.folder}/SKILL.md):\n\n${skill.body}${files}`,
      };
    },
  };
}
