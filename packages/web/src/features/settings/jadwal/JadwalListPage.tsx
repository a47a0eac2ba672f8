export default function JadwalListPage() {
  return <div className="p-4">JadwalListPage</div>;
}
