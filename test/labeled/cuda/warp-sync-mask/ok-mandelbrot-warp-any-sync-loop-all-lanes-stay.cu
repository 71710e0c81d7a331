// EXPECT: clean
// Mandelbrot with warp-coherent iteration: the loop runs while any lane of
// the warp is still iterating (`__any_sync(0xffffffff, active)`); lanes that
// escaped keep looping with their state frozen instead of leaving, so all 32
// lanes execute every vote. The image width is a multiple of 32 pixels and
// the grid covers it exactly (no per-lane early return).
__global__ void mandel_coherent(int *iters, int width, float x0, float y0, float dx, int max_it) {
  int px = blockIdx.x * blockDim.x + threadIdx.x;
  int py = blockIdx.y;
  float cr = x0 + px * dx, ci = y0 + py * dx;
  float zr = 0.f, zi = 0.f;
  int it = 0;
  bool active = true;
  while (__any_sync(0xffffffffu, active)) {
    if (active) {
      float t = zr * zr - zi * zi + cr;
      zi = 2.f * zr * zi + ci;
      zr = t;
      ++it;
      active = it < max_it && zr * zr + zi * zi < 4.f;
    }
  }
  iters[py * width + px] = it;
}
