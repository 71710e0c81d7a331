// EXPECT: clean
// PTXLINT-ARGS: --block-dim=192
// A row softmax gives each 64-thread row group its own named barrier, id
// 1 + group: three groups per 192-thread block use barriers 1, 2 and 3, each
// with exactly its 64 threads.
__global__ void __launch_bounds__(192) row_softmax(const float *__restrict__ x, float *__restrict__ y) {
  __shared__ float red[3][2];
  int g = threadIdx.x / 64, t = threadIdx.x % 64, lane = t & 31, w = t >> 5;
  int row = blockIdx.x * 3 + g;
  unsigned id = 1 + g;
  float v = x[row * 64 + t];
  float m = v;
  for (int o = 16; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if (lane == 0)
    red[g][w] = m;
  asm volatile("bar.sync %0, 64;" ::"r"(id) : "memory");
  m = fmaxf(red[g][0], red[g][1]);
  float e = __expf(v - m), s = e;
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  asm volatile("bar.sync %0, 64;" ::"r"(id) : "memory");
  if (lane == 0)
    red[g][w] = s;
  asm volatile("bar.sync %0, 64;" ::"r"(id) : "memory");
  y[row * 64 + t] = e / (red[g][0] + red[g][1]);
}
