import { Badge, Balance, Button, Checkbox, TextField } from '../../packages/ui/src';
import { vars } from '../../packages/ui/src/theme';
import { BrandColumns } from './BrandColumns';

/** The same few components once per brand folder, side by side. */
export function BrandShowcase() {
  return (
    <BrandColumns>
      {() => (
        <>
          <Balance amount={123456789} onRefresh={() => {}} />
          <TextField label="Username" description="6 to 12 letters or digits" />
          <Checkbox defaultSelected>Remember me</Checkbox>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'center' }}>
            <Button>Deposit</Button>
            <Button variant="outline">Withdraw</Button>
            <Badge count={120} label="120 new messages" />
          </div>
        </>
      )}
    </BrandColumns>
  );
}
