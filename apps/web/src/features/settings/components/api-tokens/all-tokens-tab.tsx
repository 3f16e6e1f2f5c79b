import { TokensCard } from './tokens-card';

/** System settings → API tokens (admins): everyone's tokens with their owners, to revoke. */
export function AllTokensTab() {
  return <TokensCard all />;
}
