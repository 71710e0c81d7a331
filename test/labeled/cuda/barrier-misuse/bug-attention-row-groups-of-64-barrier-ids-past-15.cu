// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=1024
// Attention softmax with one 64-thread group per query row, 16 rows per
// 1024-thread block: each group synchronises its two warps on its own named
// barrier, id 1 + group (barrier 0 is __syncthreads). With 16 groups the ids
// run from 1 to 16 (BUG): a CTA only has barriers 0..15.
__device__ __forceinline__ void group_sync(int id) {
  asm volatile("bar.sync %0, 64;" ::"r"(id) : "memory");
}
__global__ void __launch_bounds__(1024) row_softmax(const float *__restrict__ s,
                                                    float *__restrict__ p, int cols) {
  __shared__ float red[16][2];
  const int group = threadIdx.x / 64, gt = threadIdx.x % 64;
  const int w = gt / 32, lane = threadIdx.x & 31;
  const float *row = s + (size_t)(blockIdx.x * 16 + group) * cols;
  float *out = p + (size_t)(blockIdx.x * 16 + group) * cols;
  float m = -INFINITY;
  for (int j = gt; j < cols; j += 64) m = fmaxf(m, row[j]);
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if (lane == 0) red[group][w] = m;
  group_sync(1 + group);  // BUG: id 16 for the last group
  m = fmaxf(red[group][0], red[group][1]);
  float sum = 0.f;
  for (int j = gt; j < cols; j += 64) sum += __expf(row[j] - m);
  for (int o = 16; o > 0; o >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, o);
  group_sync(1 + group);
  if (lane == 0) red[group][w] = sum;
  group_sync(1 + group);
  sum = red[group][0] + red[group][1];
  for (int j = gt; j < cols; j += 64) out[j] = __expf(row[j] - m) / sum;
}
