// The package ships no types (and, a CommonJS bundle, no named exports): what the icons use.
declare module 'ico-endec' {
  export type IconEntry = { width: number; height: number; imageType: 'png' | 'bmp' };
  const icoEndec: {
    /** An ICO file holding the given PNG (or BMP) images. */
    encode(images: Array<Buffer | ArrayBuffer>): Buffer;
    /** The images of an ICO file. */
    decode(ico: Buffer | ArrayBuffer): IconEntry[];
  };
  export default icoEndec;
}
