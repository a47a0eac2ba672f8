export default function JadwalDetailPage() {
  return <div className="p-4">JadwalDetailPage</div>;
}
