import { EntityListScreen } from '../../../components/entity-screen/entity-list-screen.tsx';
import { expensesDefinition } from '../lib/expenses-definition.tsx';

/** /expenses: the shared entity screen with the expenses definition. */
const ExpensesPage = () => <EntityListScreen definition={expensesDefinition} />;

export default ExpensesPage;
