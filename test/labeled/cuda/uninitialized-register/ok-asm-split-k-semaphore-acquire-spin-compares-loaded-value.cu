// EXPECT: clean
// Split-K semaphore wait in inline PTX: thread 0 spins with an acquire load
// into the scratch `cur` and compares that value with this split's index.
__device__ __forceinline__ void sem_wait_ok(const int *sem, int expect) {
  asm volatile("{\n\t"
               ".reg .s32 cur;\n\t"
               ".reg .pred p;\n\t"
               "SPIN_%=:\n\t"
               "ld.acquire.gpu.global.s32 cur, [%0];\n\t"
               "setp.ne.s32 p, cur, %1;\n\t"
               "@p bra SPIN_%=;\n\t"
               "}"
               :
               : "l"(sem), "r"(expect)
               : "memory");
}
__global__ void splitk_serial_ok(float *c, const float *partial, int *sem, int tile_elems) {
  const int tile = blockIdx.x, split = blockIdx.y;
  if (threadIdx.x == 0)
    sem_wait_ok(sem + tile, split);
  __syncthreads();
  for (int i = threadIdx.x; i < tile_elems; i += blockDim.x)
    c[(size_t)tile * tile_elems + i] += partial[((size_t)split * gridDim.x + tile) * tile_elems + i];
  __threadfence();
  __syncthreads();
  if (threadIdx.x == 0)
    atomicExch(sem + tile, split + 1);
}
