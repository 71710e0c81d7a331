// EXPECT: clean
// PTXLINT-ARGS: --block-dim=1024
// OK: the 64-int segmented scan with 16 groups of 64 threads, each syncing its
// two warps on named barrier `group` (0..15, count 64). The kernel has no
// __syncthreads(), so group 0 may use barrier 0 with a count of 64 as well.
__device__ __forceinline__ void group_sync(int id) {
  asm volatile("bar.sync %0, 64;" ::"r"(id) : "memory");
}
template <int kGroups>
__global__ void __launch_bounds__(kGroups * 64) segscan64(const int *__restrict__ in, int *__restrict__ out,
                                                          int nseg) {
  static_assert(kGroups <= 16, "one named barrier per group");
  __shared__ int buf[kGroups][64];
  int g = threadIdx.x / 64, t = threadIdx.x % 64;
  int seg = blockIdx.x * kGroups + g;
  buf[g][t] = seg < nseg ? in[(size_t)seg * 64 + t] : 0;
#pragma unroll
  for (int off = 1; off < 64; off <<= 1) {
    group_sync(g);
    int add = t >= off ? buf[g][t - off] : 0;
    group_sync(g);
    buf[g][t] += add;
  }
  group_sync(g);
  if (seg < nseg)
    out[(size_t)seg * 64 + t] = buf[g][t];
}
template __global__ void segscan64<16>(const int *__restrict__, int *__restrict__, int);
