/**
 * A national self-exclusion scheme (GAMSTOP in Great Britain, the MGA's own register in Malta):
 * asked at registration and at login whether a person is excluded from every licensed operator.
 * The reference platform ships the no-op default; an operator plugs its scheme's client in here.
 */
export interface NationalScheme {
  /** True when the scheme lists the person: registration is refused, login opens no real play. */
  isExcluded(person: {
    merchant: string;
    username: string;
    email?: string | null;
    mobile?: string | null;
    dateOfBirth?: string | null;
  }): Promise<boolean>;
}

export const noNationalScheme: NationalScheme = { isExcluded: async () => false };

let scheme: NationalScheme = noNationalScheme;

export const nationalScheme = (): NationalScheme => scheme;

/** Installs the operator's scheme client (tests put a fake one and restore the default). */
export function useNationalScheme(next: NationalScheme): void {
  scheme = next;
}
