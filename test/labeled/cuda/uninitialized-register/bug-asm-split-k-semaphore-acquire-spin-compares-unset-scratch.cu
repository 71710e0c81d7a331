// EXPECT: uninitialized-register
// Split-K semaphore wait in inline PTX: thread 0 spins with an acquire load
// until the semaphore equals this split's index. The loop loads into the
// output operand but compares the scratch `cur`, which nothing writes.
__device__ __forceinline__ void sem_wait(const int *sem, int expect) {
  int seen;
  asm volatile("{\n\t"
               ".reg .s32 cur;\n\t"
               ".reg .pred p;\n\t"
               "SPIN_%=:\n\t"
               "ld.acquire.gpu.global.s32 %0, [%1];\n\t"
               "setp.ne.s32 p, cur, %2;\n\t"
               "@p bra SPIN_%=;\n\t"
               "}"
               : "=r"(seen)
               : "l"(sem), "r"(expect)
               : "memory");
}
__global__ void splitk_serial(float *c, const float *partial, int *sem, int tile_elems) {
  const int tile = blockIdx.x, split = blockIdx.y;
  if (threadIdx.x == 0)
    sem_wait(sem + tile, split);
  __syncthreads();
  for (int i = threadIdx.x; i < tile_elems; i += blockDim.x)
    c[(size_t)tile * tile_elems + i] += partial[((size_t)split * gridDim.x + tile) * tile_elems + i];
  __threadfence();
  __syncthreads();
  if (threadIdx.x == 0)
    atomicExch(sem + tile, split + 1);
}
