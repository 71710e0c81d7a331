// EXPECT: clean
// ARCHS: sm_80 sm_90
// The non-.aligned barrier.sync may be executed at different points by the
// threads of one warp: in warps 0 and 1, even and odd lanes take different
// paths and each path waits on named barrier 2 (64 threads in all).
__global__ void __launch_bounds__(128) split_lanes(float *x) {
  __shared__ float s[64];
  unsigned t = threadIdx.x;
  if (t < 64) {
    if (t & 1) {
      s[t] = x[t] * 3.f;
      asm volatile("barrier.sync 2, 64;" ::: "memory");
      x[t] = s[t ^ 1];
    } else {
      s[t] = x[t] + 1.f;
      asm volatile("barrier.sync 2, 64;" ::: "memory");
      x[t] = s[t ^ 1] - 1.f;
    }
  }
  __syncthreads();
  x[128 + t] = x[t];
}
