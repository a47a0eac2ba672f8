export default function PersonalPage() {
  return <div className="p-4">PersonalPage</div>;
}
