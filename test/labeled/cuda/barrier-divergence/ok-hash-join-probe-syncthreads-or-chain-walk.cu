// EXPECT: clean
// Hash-join probe with a block-wide output buffer in shared memory. The
// bucket-chain walk runs in lock step: the block keeps iterating while any
// thread still has a chain entry (__syncthreads_or), threads whose chain
// ended idle, and the out-of-line flush with its barriers is called by every
// thread once per step.
#define BLOCK 128
#define CAP (2 * BLOCK)
#define EMPTY (-1)

struct Match {
  int probe_row, build_row;
};

__device__ __noinline__ void flush_if_full(Match *buf, int *buf_len,
                                           Match *out, int *out_len,
                                           bool force) {
  __syncthreads();
  const int len = *buf_len;
  if (len >= CAP - BLOCK || (force && len > 0)) {
    __shared__ int base;
    if (threadIdx.x == 0)
      base = atomicAdd(out_len, len);
    __syncthreads();
    for (int k = threadIdx.x; k < len; k += BLOCK)
      out[base + k] = buf[k];
    __syncthreads();
    if (threadIdx.x == 0)
      *buf_len = 0;
  }
  __syncthreads();
}

__global__ void __launch_bounds__(BLOCK)
hash_probe_lockstep(const int *__restrict__ probe_keys, int n_probe,
                    const int *__restrict__ bucket_head,
                    const int *__restrict__ next,
                    const int *__restrict__ build_keys, unsigned n_buckets,
                    Match *__restrict__ out, int *__restrict__ out_len) {
  __shared__ Match buf[CAP];
  __shared__ int buf_len;
  if (threadIdx.x == 0)
    buf_len = 0;
  __syncthreads();
  const int i = blockIdx.x * BLOCK + threadIdx.x;
  const int key = i < n_probe ? probe_keys[i] : 0;
  int r = i < n_probe ? bucket_head[(unsigned)key * 2654435761u % n_buckets]
                      : EMPTY;
  while (__syncthreads_or(r != EMPTY)) {
    if (r != EMPTY) {
      if (build_keys[r] == key) {
        int slot = atomicAdd(&buf_len, 1);
        buf[slot] = Match{i, r};
      }
      r = next[r];
    }
    flush_if_full(buf, &buf_len, out, out_len, false);
  }
  flush_if_full(buf, &buf_len, out, out_len, true);
}
