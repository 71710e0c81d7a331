// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// Row softmax with two rows per 256-thread block: threads 0..127 handle row
// 0, threads 128..255 row 1, and each half syncs on its own named barrier
// (1 + half) so the rows do not wait for each other. The count was left as
// blockDim.x (BUG): each named barrier is executed by only the 128 threads
// of its half, so a barrier expecting 256 arrivals never completes.
__global__ void softmax2rows(const float *x, float *y, int cols) {
  __shared__ float red[2][4];
  int half = threadIdx.x / 128, t = threadIdx.x % 128;
  int row = blockIdx.x * 2 + half;
  const float *xr = x + (size_t)row * cols;
  float m = -INFINITY;
  for (int c = t; c < cols; c += 128)
    m = fmaxf(m, xr[c]);
  for (int o = 16; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if (t % 32 == 0)
    red[half][t / 32] = m;
  asm volatile("bar.sync %0, %1;" ::"r"(1 + half), "r"(blockDim.x) : "memory");
  m = fmaxf(fmaxf(red[half][0], red[half][1]), fmaxf(red[half][2], red[half][3]));
  float s = 0.f;
  for (int c = t; c < cols; c += 128)
    s += __expf(xr[c] - m);
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  asm volatile("bar.sync %0, %1;" ::"r"(1 + half), "r"(blockDim.x) : "memory");
  if (t % 32 == 0)
    red[half][t / 32] = s;
  asm volatile("bar.sync %0, %1;" ::"r"(1 + half), "r"(blockDim.x) : "memory");
  s = red[half][0] + red[half][1] + red[half][2] + red[half][3];
  for (int c = t; c < cols; c += 128)
    y[(size_t)row * cols + c] = __expf(xr[c] - m) / s;
}
