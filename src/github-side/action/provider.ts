/**
 * The action's model provider: its inputs (`use_bedrock`, `use_vertex`,
 * `anthropic_api_key`, `anthropic_auth_token`, `anthropic_base_url`) over the step's
 * environment, where the cloud settings live (`AWS_REGION`, `CLOUD_ML_REGION`, ...), as
 * the credential actions before ours and the workflow's `env:` leave them.
 */
import {
  providerSettingsFromEnvironment,
  selectProvider,
  type ProviderConfig,
  type ProviderSettings,
} from '../../engine/model/providers.js';
import { providerModelId } from '../../engine/model/provider-models.js';
import type { ActionInputs } from '../run/inputs.js';

/** How the action names each setting in an error. */
const INPUT_NAMES: Partial<Record<keyof ProviderSettings, string>> = {
  useBedrock: 'input use_bedrock (or CLAUDE_CODE_USE_BEDROCK)',
  useVertex: 'input use_vertex (or CLAUDE_CODE_USE_VERTEX)',
  anthropicApiKey: 'input anthropic_api_key',
  anthropicAuthToken: 'input anthropic_auth_token',
  anthropicBaseUrl: 'input anthropic_base_url',
};

type ProviderInputs = Pick<
  ActionInputs,
  'useBedrock' | 'useVertex' | 'anthropicApiKey' | 'anthropicAuthToken' | 'anthropicBaseUrl'
>;

/**
 * The provider for this run, or a ProviderConfigError that names the input or variable to
 * set. The Anthropic key, token and base URL come from the inputs only (as before); the
 * choice of a cloud may come from an input or from the Claude Code variable in `env`.
 */
export function actionProvider(inputs: ProviderInputs, env: NodeJS.ProcessEnv): ProviderConfig {
  const fromEnv = providerSettingsFromEnvironment(env);
  return selectProvider(
    {
      ...fromEnv,
      useBedrock: inputs.useBedrock ? 'true' : fromEnv.useBedrock,
      useVertex: inputs.useVertex ? 'true' : fromEnv.useVertex,
      anthropicApiKey: inputs.anthropicApiKey,
      anthropicAuthToken: inputs.anthropicAuthToken,
      anthropicBaseUrl: inputs.anthropicBaseUrl,
    },
    INPUT_NAMES,
  );
}

/**
 * Inputs `model` and `fallback_model` in the provider's own form (the default model too: on
 * Bedrock `claude-sonnet-5-5` is the region's inference profile), or a ProviderConfigError
 * that shows the form the provider takes.
 */
export function actionModels(
  provider: ProviderConfig,
  inputs: Pick<ActionInputs, 'model' | 'fallbackModel'>,
): Pick<ActionInputs, 'model' | 'fallbackModel'> {
  return {
    model: providerModelId(provider, inputs.model, 'input model'),
    fallbackModel: inputs.fallbackModel
      ? providerModelId(provider, inputs.fallbackModel, 'input fallback_model')
      : '',
  };
}
