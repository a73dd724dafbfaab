import { ProductListScreen } from '../components/product-list-screen.tsx';

const ProductListPage = () => <ProductListScreen kind="product" />;

export default ProductListPage;
