// Stylesheets are imported as text (tooling/webpack: asset/source).
declare module '*.css' {
  const text: string;
  export default text;
}
