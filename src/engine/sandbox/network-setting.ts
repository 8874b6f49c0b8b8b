/**
 * `allowed_domains` as a person writes it (input or `--allowed-domains`): hosts
 * (./domains.ts) and two presets. `package-registries` adds the hosts the runner's
 * own package managers install from, resolved at run start (./registries.ts);
 * `none` alone means no network. Left unset, the run kind decides (its policy).
 */
import { AllowedDomainsError, parseAllowedDomains, type AllowedDomains } from './domains.js';
import { resolvePackageRegistries } from './registries.js';

/** A preset's name, also what a run kind takes when the setting is unset. */
export type NetworkPreset = 'package-registries' | 'none';

export const PACKAGE_REGISTRIES = 'package-registries';

/** The setting as written, before the preset is resolved. */
export interface AllowedDomainsSetting {
  /** The hosts named besides a preset (`none` when there are none). */
  domains: AllowedDomains;
  /** True when `package-registries` is named, false for `none` or hosts alone; undefined when unset. */
  packageRegistries: boolean | undefined;
}

/** Parses the setting. Throws {@link AllowedDomainsError} naming the bad entry. */
export function parseAllowedDomainsSetting(text: string): AllowedDomainsSetting {
  const entries = text
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return { domains: { kind: 'none' }, packageRegistries: undefined };
  if (entries.includes('none')) {
    if (entries.length > 1) {
      throw new AllowedDomainsError(
        `"none" means no network and cannot be combined with hosts or presets (got "${entries.join(',')}")`,
      );
    }
    return { domains: { kind: 'none' }, packageRegistries: false };
  }
  const hosts = entries.filter((entry) => entry !== PACKAGE_REGISTRIES);
  return {
    domains: parseAllowedDomains(hosts.join(',')),
    packageRegistries: hosts.length < entries.length,
  };
}

/**
 * The hosts the run allows: the setting's, with the package registries' when it
 * names the preset, or when it is unset and the run kind's default is the preset.
 */
export async function resolveAllowedDomains(
  setting: AllowedDomainsSetting,
  fallback: NetworkPreset,
  env: NodeJS.ProcessEnv,
): Promise<AllowedDomains> {
  const registries = setting.packageRegistries ?? fallback === PACKAGE_REGISTRIES;
  if (!registries || setting.domains.kind === 'all') return setting.domains;
  const resolved = await resolvePackageRegistries({ env });
  const named = setting.domains.kind === 'list' ? setting.domains.patterns : [];
  return parseAllowedDomains([...named, ...resolved.hosts].join(','));
}

/** For the log and the report: the hosts allowed, or that there was no network. */
export function describeNetwork(allowed: AllowedDomains): string {
  if (allowed.kind === 'none') return 'no network';
  if (allowed.kind === 'all') return 'every host';
  return allowed.patterns.join(', ');
}
