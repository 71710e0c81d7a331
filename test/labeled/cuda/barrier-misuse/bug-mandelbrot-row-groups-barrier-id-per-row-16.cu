// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=512
// Mandelbrot with one warp per image row, 16 rows per block of 512 threads:
// each warp smooths its row through shared memory and syncs only itself on
// a named barrier `1 + row` so rows do not wait for each other. Barrier ids
// run from 0 to 15, and 1 + row reaches 16 for the last warp (BUG: should
// have been `row`, with barrier 0 left free, or fewer rows per block).
__global__ void mandel_rows(unsigned char *img, int width, float x0, float y0, float dx) {
  __shared__ float it_row[16][32];
  int row = threadIdx.x / 32, lane = threadIdx.x % 32;
  int py = blockIdx.y * 16 + row, px = blockIdx.x * 32 + lane;
  float cr = x0 + px * dx, ci = y0 + py * dx;
  float zr = 0.f, zi = 0.f;
  int it = 0;
  while (it < 256 && zr * zr + zi * zi < 4.f) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.f * zr * zi + ci;
    zr = t;
    ++it;
  }
  it_row[row][lane] = (float)it;
  asm volatile("bar.sync %0, 32;" ::"r"(1 + row) : "memory");
  float l = it_row[row][lane > 0 ? lane - 1 : 0], r = it_row[row][lane < 31 ? lane + 1 : 31];
  img[py * width + px] = (unsigned char)((l + 2.f * it + r) * 0.25f);
}
