// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Blocks append their partial sums to a global list under a spin lock.
// Only thread 0 spins on atomicCAS (with __nanosleep back-off), so the
// data-dependent spin loop is inside `if (threadIdx.x == 0)`; the
// __syncthreads() that publishes the slot it got is outside that branch and
// reached by every thread of the block, and the slot is read back from
// shared memory after the barrier (a uniform broadcast).
__global__ void locked_append(int *lock, int *count, float *list, int *slot_of, const float *x, int n) {
  __shared__ float part[256];
  __shared__ int slot;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  part[threadIdx.x] = i < n ? x[i] : 0.f;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    unsigned ns = 8;
    while (atomicCAS(lock, 0, 1) != 0) {
      __nanosleep(ns);
      if (ns < 256)
        ns *= 2;
    }
    __threadfence();
    int c = *(volatile int *)count;
    list[c] = part[0];
    *(volatile int *)count = c + 1;
    __threadfence();
    atomicExch(lock, 0);
    slot = c;
  }
  __syncthreads();
  if (i < n)
    slot_of[i] = slot;
}
