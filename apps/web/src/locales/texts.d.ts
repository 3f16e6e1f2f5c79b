declare module '*.json?part=public' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?part=screens' {
  const texts: Record<string, unknown>;
  export default texts;
}
