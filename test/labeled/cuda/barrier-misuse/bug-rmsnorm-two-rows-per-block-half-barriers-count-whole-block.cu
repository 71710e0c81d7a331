// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// RMSNorm with two rows per block: threads 0-127 normalise row 2b and
// threads 128-255 row 2b+1, each half reducing its sum of squares on its own
// named barrier (1 + half). The count was written as blockDim.x (256) instead
// of the half's 128 threads: each of the two barriers only ever gets 128
// arrivals, so both halves wait for ever.
__global__ void rmsnorm_two_rows_count_block(const float *x, const float *g, float *y,
                                             int hidden) {
  __shared__ float part[2][4];
  const int half = threadIdx.x / 128, t = threadIdx.x % 128, lane = t % 32, w = t / 32;
  const float *row = x + (size_t)(blockIdx.x * 2 + half) * hidden;
  float ss = 0.f;
  for (int j = t; j < hidden; j += 128)
    ss += row[j] * row[j];
  for (int o = 16; o; o >>= 1)
    ss += __shfl_xor_sync(0xffffffffu, ss, o);
  if (lane == 0)
    part[half][w] = ss;
  asm volatile("bar.sync %0, %1;" ::"r"(1 + half), "r"(blockDim.x) : "memory");
  const float r =
      rsqrtf((part[half][0] + part[half][1] + part[half][2] + part[half][3]) / hidden + 1e-6f);
  float *out = y + (size_t)(blockIdx.x * 2 + half) * hidden;
  for (int j = t; j < hidden; j += 128)
    out[j] = row[j] * r * g[j];
}
