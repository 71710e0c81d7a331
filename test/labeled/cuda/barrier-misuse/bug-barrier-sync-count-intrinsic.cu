// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// Two warpgroups synchronise separately with __barrier_sync_count, but the
// second uses the count of the whole block: 256 threads are expected where
// only 128 ever arrive on id 2 (the arrive side says 128).
__global__ void wg_sync(float *x) {
  int wg = threadIdx.x / 128;
  x[blockIdx.x * 256 + threadIdx.x] += 1.f;
  if (wg == 0) {
    asm volatile("bar.arrive 2, 128;" ::: "memory");
  } else {
    __barrier_sync_count(2, 256);
    x[blockIdx.x * 256 + threadIdx.x] *= 2.f;
  }
}
