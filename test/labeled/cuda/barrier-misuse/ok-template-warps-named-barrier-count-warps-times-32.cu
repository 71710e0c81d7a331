// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// A textbook tiled matrix-vector product where only the first WARPS warps
// of a 256-thread block take part in the dot products (the others prefetch
// the next x slice); the participating warps sync on named barrier 1 with
// WARPS * 32 threads. Instantiated for 2 and 4 warps: both counts are whole
// warps, no larger than the block, and exactly the threads under
// `warp < WARPS` arrive.
template <int WARPS>
__global__ void matvec_named(const float *A, const float *x, float *y, float *xnext, int n) {
  __shared__ float xs[WARPS * 32];
  int warp = threadIdx.x / 32;
  if (warp < WARPS) {
    int t = threadIdx.x;
    xs[t] = x[t];
    asm volatile("bar.sync 1, %0;" ::"n"(WARPS * 32) : "memory");
    float acc = 0.f;
    int row = blockIdx.x * WARPS * 32 + t;
    for (int k = 0; k < WARPS * 32; ++k)
      acc += A[row * n + k] * xs[k];
    y[row] = acc;
  } else {
    xnext[threadIdx.x] = x[WARPS * 32 + threadIdx.x];
  }
}
template __global__ void matvec_named<2>(const float *, const float *, float *, float *, int);
template __global__ void matvec_named<4>(const float *, const float *, float *, float *, int);
