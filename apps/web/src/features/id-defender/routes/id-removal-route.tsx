import { IdDefenderPage } from '../components/id-defender-page';

function IdRemovalRoute() {
  return <IdDefenderPage feature="id-removal" />;
}

export { IdRemovalRoute as Component };
