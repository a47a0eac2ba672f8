export default function ContactPage() {
  return <div className="p-4">ContactPage</div>;
}
