// EXPECT: clean
// PTXLINT-ARGS: --block-dim=1024
// Attention softmax with one 128-thread group per query row, 8 rows per
// 1024-thread block: each group synchronises its four warps on named barrier
// 1 + group (ids 1..8), with a count of 128.
__device__ __forceinline__ void group_sync(int id) {
  asm volatile("bar.sync %0, 128;" ::"r"(id) : "memory");
}
__global__ void __launch_bounds__(1024) row_softmax(const float *__restrict__ s,
                                                    float *__restrict__ p, int cols) {
  __shared__ float red[8][4];
  const int group = threadIdx.x / 128, gt = threadIdx.x % 128;
  const int w = gt / 32, lane = threadIdx.x & 31;
  const float *row = s + (size_t)(blockIdx.x * 8 + group) * cols;
  float *out = p + (size_t)(blockIdx.x * 8 + group) * cols;
  float m = -INFINITY;
  for (int j = gt; j < cols; j += 128) m = fmaxf(m, row[j]);
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if (lane == 0) red[group][w] = m;
  group_sync(1 + group);
  m = fmaxf(fmaxf(red[group][0], red[group][1]), fmaxf(red[group][2], red[group][3]));
  float sum = 0.f;
  for (int j = gt; j < cols; j += 128) sum += __expf(row[j] - m);
  for (int o = 16; o > 0; o >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, o);
  group_sync(1 + group);
  if (lane == 0) red[group][w] = sum;
  group_sync(1 + group);
  sum = red[group][0] + red[group][1] + red[group][2] + red[group][3];
  for (int j = gt; j < cols; j += 128) out[j] = __expf(row[j] - m) / sum;
}
