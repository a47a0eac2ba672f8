export default function MenuPage() {
  return <div className="p-4">MenuPage</div>;
}
