export default function HariLiburFormPage() {
  return <div className="p-4">HariLiburFormPage</div>;
}
