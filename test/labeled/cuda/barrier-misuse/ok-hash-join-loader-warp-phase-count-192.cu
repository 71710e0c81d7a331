// EXPECT: clean
// PTXLINT-ARGS: --block-dim=192
// Warp-specialised hash-join probe, 6 warps: warp 0 streams batches of probe
// keys into a double buffer in shared memory, warps 1-5 probe the (read-only,
// open-addressing) hash table. Barriers 1/2 say "batch in slot s is full",
// 3/4 "slot s is free"; every arrive and sync counts all 192 threads that
// take part in a phase (the loader warp and the 160 consumer threads).
#define THREADS 192
#define CONSUMERS 160
#define PHASE 192 // loader warp + consumers
#define BATCH 320
#define EMPTY_KEY 0x7fffffff

__device__ __forceinline__ void bar_arrive(int id, int n) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__device__ __forceinline__ void bar_sync(int id, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}

__global__ void __launch_bounds__(THREADS, 1)
probe_ws(const int *__restrict__ probe_keys, int n_batches,
         const int *__restrict__ ht_keys, const int *__restrict__ ht_vals,
         unsigned ht_mask, int *__restrict__ out_vals) {
  __shared__ int keys[2][BATCH];
  const int warp = threadIdx.x >> 5;
  const int first = blockIdx.x * n_batches;
  if (warp == 0) {
    for (int b = 0; b < n_batches; ++b) {
      const int s = b & 1;
      if (b >= 2)
        bar_sync(3 + s, PHASE); // wait until slot s is free
      for (int k = threadIdx.x; k < BATCH; k += 32)
        keys[s][k] = probe_keys[(size_t)(first + b) * BATCH + k];
      bar_arrive(1 + s, PHASE);
    }
  } else {
    const int ct = threadIdx.x - 32;
    for (int b = 0; b < n_batches; ++b) {
      const int s = b & 1;
      bar_sync(1 + s, PHASE);
      for (int k = ct; k < BATCH; k += CONSUMERS) {
        const int key = keys[s][k];
        unsigned h = (unsigned)key * 0x9E3779B1u & ht_mask;
        int val = -1;
        for (int probe = 0; probe <= (int)ht_mask; ++probe) {
          const int hk = ht_keys[h];
          if (hk == key) {
            val = ht_vals[h];
            break;
          }
          if (hk == EMPTY_KEY)
            break;
          h = (h + 1) & ht_mask;
        }
        out_vals[(size_t)(first + b) * BATCH + k] = val;
      }
      if (b + 2 < n_batches) // the loader waits for slot s again
        bar_arrive(3 + s, PHASE);
    }
  }
}
