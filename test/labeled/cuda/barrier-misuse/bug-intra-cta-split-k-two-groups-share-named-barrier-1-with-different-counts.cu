// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=192
// Intra-CTA split-K: warps 0-3 reduce the first K half and warps 4-5 the
// second, each group synchronising its own partial sums on a named barrier.
// Both groups use barrier 1 at the same time, one with count 128 and one
// with count 64: a named barrier's arrivals from both groups mix, and PTX
// requires every bar.sync on one barrier in flight to give the same count.
__global__ void split_k_groups(const float *a, float *c, int k) {
  __shared__ float part[192];
  const int warp = threadIdx.x / 32;
  float acc = 0.f;
  if (warp < 4) {
    for (int j = threadIdx.x; j < k / 2; j += 128)
      acc += a[blockIdx.x * k + j];
    part[threadIdx.x] = acc;
    asm volatile("bar.sync 1, 128;" ::: "memory");
    if (threadIdx.x == 0)
      for (int j = 1; j < 128; ++j)
        part[0] += part[j];
  } else {
    for (int j = k / 2 + threadIdx.x - 128; j < k; j += 64)
      acc += a[blockIdx.x * k + j];
    part[threadIdx.x] = acc;
    asm volatile("bar.sync 1, 64;" ::: "memory");
    if (threadIdx.x == 128)
      for (int j = 129; j < 192; ++j)
        part[128] += part[j];
  }
  __syncthreads();
  if (threadIdx.x == 0)
    c[blockIdx.x] = part[0] + part[128];
}
