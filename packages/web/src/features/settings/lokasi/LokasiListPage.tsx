export default function LokasiListPage() {
  return <div className="p-4">LokasiListPage</div>;
}
