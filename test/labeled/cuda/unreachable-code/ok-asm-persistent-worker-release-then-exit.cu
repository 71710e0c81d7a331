// EXPECT: clean
// A persistent worker's "retire" helper in inline PTX that releases the tile
// semaphore (fence, then a release add) and only then leaves with `exit`.
__device__ __forceinline__ void retire_ok(unsigned *sem) {
  asm volatile("{\n\t"
               "fence.acq_rel.gpu;\n\t"
               "red.release.gpu.global.add.u32 [%0], 1;\n\t"
               "exit;\n\t"
               "}" ::"l"(sem)
               : "memory");
}
__global__ void persistent_worker_ok(const int *work, int *out, unsigned *sem, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x;; i += gridDim.x * blockDim.x) {
    if (i >= n) {
      if (threadIdx.x == 0)
        retire_ok(sem);
      return;
    }
    out[i] = work[i] * 2 + 1;
  }
}
