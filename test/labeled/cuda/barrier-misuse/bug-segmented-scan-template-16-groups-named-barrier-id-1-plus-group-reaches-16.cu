// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=1024
// BUG: a segmented inclusive scan of 64-int segments: each group of 64
// threads (two warps) scans its own segment in shared memory and syncs only
// its two warps, on named barrier `1 + group` with count 64 (id 0 left for
// __syncthreads). Written for 8 groups; the 16-group instantiation (1024
// threads) gives group 15 barrier id 16, and a CTA has barriers 0..15 only.
__device__ __forceinline__ void group_sync(int id) {
  asm volatile("bar.sync %0, 64;" ::"r"(id) : "memory");
}
template <int kGroups>
__global__ void __launch_bounds__(kGroups * 64) segscan64(const int *__restrict__ in, int *__restrict__ out,
                                                          int nseg) {
  __shared__ int buf[kGroups][64];
  int g = threadIdx.x / 64, t = threadIdx.x % 64;
  int seg = blockIdx.x * kGroups + g;
  buf[g][t] = seg < nseg ? in[(size_t)seg * 64 + t] : 0;
#pragma unroll
  for (int off = 1; off < 64; off <<= 1) {
    group_sync(1 + g);
    int add = t >= off ? buf[g][t - off] : 0;
    group_sync(1 + g);
    buf[g][t] += add;
  }
  group_sync(1 + g);
  if (seg < nseg)
    out[(size_t)seg * 64 + t] = buf[g][t];
}
template __global__ void segscan64<16>(const int *__restrict__, int *__restrict__, int);
