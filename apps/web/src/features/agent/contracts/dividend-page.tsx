/** Agent centre: the dividend contract page (lazy chunk of its own). */
import { ContractPage } from './contract-page';

export default function DividendPage() {
  return <ContractPage kind="dividend" />;
}
