// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Two independent rows per block: threads 0-127 normalise row 2b, threads
// 128-255 row 2b+1. Each half reduces through its own shared slots and its
// own named barrier (id 1 + half, 128 threads), so the halves never wait for
// each other and the ids stay within 1..2.
__global__ void __launch_bounds__(256) dual_softmax(const float *__restrict__ x,
                                                    float *__restrict__ y, int cols) {
  __shared__ float red[2][4];
  const int half = threadIdx.x >> 7, t = threadIdx.x & 127;
  const int warp = t >> 5, lane = t & 31;
  const float *xr = x + (size_t)(2 * blockIdx.x + half) * cols;
  float m = -INFINITY;
  for (int c = t; c < cols; c += 128) m = fmaxf(m, xr[c]);
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if (lane == 0) red[half][warp] = m;
  asm volatile("bar.sync %0, 128;" ::"r"(1 + half) : "memory");
  m = fmaxf(fmaxf(red[half][0], red[half][1]), fmaxf(red[half][2], red[half][3]));
  asm volatile("bar.sync %0, 128;" ::"r"(1 + half) : "memory");
  float s = 0.f;
  for (int c = t; c < cols; c += 128) s += __expf(xr[c] - m);
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  if (lane == 0) red[half][warp] = s;
  asm volatile("bar.sync %0, 128;" ::"r"(1 + half) : "memory");
  s = red[half][0] + red[half][1] + red[half][2] + red[half][3];
  float *yr = y + (size_t)(2 * blockIdx.x + half) * cols;
  for (int c = t; c < cols; c += 128) yr[c] = __expf(xr[c] - m) / s;
}
