/** The parts of imagetracerjs (Unlicense, https://github.com/jankovicsandras/imagetracerjs) the logo tracing uses. */
declare module 'imagetracerjs' {
  export interface TracerColour {
    r: number;
    g: number;
    b: number;
    a: number;
  }
  export interface TracerOptions {
    ltres?: number;
    qtres?: number;
    pathomit?: number;
    rightangleenhance?: boolean;
    colorsampling?: number;
    numberofcolors?: number;
    mincolorratio?: number;
    colorquantcycles?: number;
    layering?: number;
    strokewidth?: number;
    linefilter?: boolean;
    scale?: number;
    roundcoords?: number;
    viewbox?: boolean;
    desc?: boolean;
    blurradius?: number;
    blurdelta?: number;
    pal?: TracerColour[];
  }
  export interface TracedPath {
    isholepath: boolean;
    segments: unknown[];
  }
  export interface TraceData {
    layers: TracedPath[][];
    palette: TracerColour[];
    width: number;
    height: number;
  }
  export interface ImageDataLike {
    width: number;
    height: number;
    data: Uint8ClampedArray | Uint8Array;
  }
  interface ImageTracer {
    imagedataToTracedata(image: ImageDataLike, options?: TracerOptions): TraceData;
    svgpathstring(trace: TraceData, layer: number, path: number, options: TracerOptions): string;
    checkoptions(options?: TracerOptions): TracerOptions;
  }
  const tracer: ImageTracer;
  export default tracer;
}
