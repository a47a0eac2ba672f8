export default function HomePage() {
  return <div className="p-4">HomePage</div>;
}
