// EXPECT: unreachable-code
// A persistent worker's "retire" helper in inline PTX should release the
// tile semaphore and then leave; the `exit` was put first, so the release
// (and the fence before it) after it never runs and the next CTA spins on
// the semaphore forever.
__device__ __forceinline__ void retire(unsigned *sem) {
  asm volatile("{\n\t"
               "exit;\n\t"
               "fence.acq_rel.gpu;\n\t"
               "red.release.gpu.global.add.u32 [%0], 1;\n\t"
               "}" ::"l"(sem)
               : "memory");
}
__global__ void persistent_worker(const int *work, int *out, unsigned *sem, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x;; i += gridDim.x * blockDim.x) {
    if (i >= n) {
      if (threadIdx.x == 0)
        retire(sem);
      return;
    }
    out[i] = work[i] * 2 + 1;
  }
}
