// The water ripple's WebGL layer (components/islands/water-ripple.tsx starts it): the shaders, the
// texture of the hero image, and the drawing loop that runs while ripples are spreading. The drops and
// the image fit are the pure ./ripple-drops.ts.
import { addDrop, coverFit, dropUniform, DROPS, makesDrop, type Drop } from './ripple-drops';

const VERTEX = `attribute vec2 a;varying vec2 v;void main(){v=vec2(a.x*.5+.5,.5-a.y*.5);gl_Position=vec4(a,0.,1.);}`;

// Each drop is a ring spreading from where the pointer was; its slope bends the image like water.
// High precision where there is any: mediump texture coordinates would blur a full-screen image.
const FRAGMENT = `#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif
uniform sampler2D img;uniform vec2 res;uniform vec4 cover;uniform float px;uniform vec3 drops[${DROPS}];
varying vec2 v;
void main(){
  vec2 p=v*res,shift=vec2(0.);float light=0.;
  for(int i=0;i<${DROPS};i++){
    vec3 d=drops[i];
    if(d.z<0.)continue;
    vec2 dir=p-d.xy;float dist=length(dir);
    float x=(dist-d.z*220.*px)/px;
    float wave=sin(x*.12)*exp(-x*x/1800.)*exp(-d.z*1.3);
    shift+=dir/(dist+1.)*wave*14.*px;light+=wave;
  }
  gl_FragColor=texture2D(img,(v+shift/res)*cover.xy+cover.zw)+vec4(vec3(light*.3),0.);
}`;

/** Sets up WebGL on the canvas and returns the clean-up, or undefined when WebGL is unavailable. */
export function start(canvas: HTMLCanvasElement): (() => void) | undefined {
  const image = [...(canvas.parentElement?.querySelectorAll('img') ?? [])].find(
    (img) => img.getClientRects().length > 0,
  );
  const gl = canvas.getContext('webgl', {
    alpha: false,
    antialias: false,
    depth: false,
    powerPreference: 'low-power',
  });
  if (!image?.naturalWidth || !gl) return undefined;

  const program = gl.createProgram();
  for (const [type, source] of [
    [gl.VERTEX_SHADER, VERTEX],
    [gl.FRAGMENT_SHADER, FRAGMENT],
  ] as const) {
    const shader = gl.createShader(type);
    if (!shader) return undefined;
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    gl.attachShader(program, shader);
  }
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) return lose(gl);
  gl.useProgram(program);
  const at = (name: string) => gl.getUniformLocation(program, name);
  const dropsAt = at('drops');

  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  const position = gl.getAttribLocation(program, 'a');
  gl.enableVertexAttribArray(position);
  gl.vertexAttribPointer(position, 2, gl.FLOAT, false, 0, 0);

  gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
  for (const wrap of [gl.TEXTURE_WRAP_S, gl.TEXTURE_WRAP_T])
    gl.texParameteri(gl.TEXTURE_2D, wrap, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, image);

  const drops: Drop[] = [];
  const uniform = new Float32Array(DROPS * 3);
  let frame = 0;
  let onScreen = true;
  let last: Drop | undefined;

  const resize = () => {
    const scale = Math.min(window.devicePixelRatio || 1, 1.5);
    canvas.width = Math.max(1, Math.round(canvas.clientWidth * scale));
    canvas.height = Math.max(1, Math.round(canvas.clientHeight * scale));
    gl.viewport(0, 0, canvas.width, canvas.height);
    gl.uniform4f(
      at('cover'),
      ...coverFit(canvas.width, canvas.height, image.naturalWidth, image.naturalHeight),
    );
    gl.uniform2f(at('res'), canvas.width, canvas.height);
    gl.uniform1f(at('px'), scale);
  };

  const draw = () => {
    frame = 0;
    dropUniform(drops, performance.now() / 1000, uniform);
    gl.uniform3fv(dropsAt, uniform);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    // The canvas only covers the crisp <img> while something moves.
    canvas.dataset.active = String(drops.length > 0);
    if (drops.length) schedule();
  };
  const schedule = () => {
    if (!frame && onScreen && !document.hidden) frame = requestAnimationFrame(draw);
  };

  const onMove = (event: PointerEvent) => {
    const box = canvas.getBoundingClientRect();
    const scale = canvas.width / box.width;
    const drop = {
      x: (event.clientX - box.left) * scale,
      y: (event.clientY - box.top) * scale,
      t: performance.now() / 1000,
    };
    const { width, height } = canvas;
    if (!makesDrop(drop, last, event.type === 'pointermove', { width, height, scale })) return;
    last = drop;
    addDrop(drops, drop);
    schedule();
  };

  const visibility = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    schedule();
  });
  const size = new ResizeObserver(() => {
    resize();
    if (drops.length) schedule();
  });
  const onHidden = () => schedule();
  const onLost = (event: Event) => {
    event.preventDefault();
    cleanup();
  };

  visibility.observe(canvas);
  size.observe(canvas);
  resize();
  window.addEventListener('pointermove', onMove, { passive: true });
  window.addEventListener('pointerdown', onMove, { passive: true });
  document.addEventListener('visibilitychange', onHidden);
  canvas.addEventListener('webglcontextlost', onLost);
  canvas.dataset.state = 'on';

  function cleanup() {
    cancelAnimationFrame(frame);
    visibility.disconnect();
    size.disconnect();
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerdown', onMove);
    document.removeEventListener('visibilitychange', onHidden);
    canvas.removeEventListener('webglcontextlost', onLost);
    canvas.dataset.state = 'off';
    canvas.dataset.active = 'false';
  }
  return () => {
    cleanup();
    lose(gl);
  };
}

function lose(gl: WebGLRenderingContext): undefined {
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return undefined;
}
