export default function PunchPage() {
  return <div className="p-4">Fitur sedang dibangun</div>;
}
