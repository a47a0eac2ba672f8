export default function HariLiburListPage() {
  return <div className="p-4">HariLiburListPage</div>;
}
