import { ProductListScreen } from '../components/product-list-screen.tsx';

const AdditionListPage = () => <ProductListScreen kind="addition" />;

export default AdditionListPage;
