/** The `sandbox` setting's values, apart from the boundary itself so input parsing stays light. */
export type SandboxMode = 'auto' | 'required' | 'off';
export const SANDBOX_MODES: readonly SandboxMode[] = ['auto', 'required', 'off'];
