// EXPECT: misaligned-access
// A block-local hash table in shared memory: entries are { key, value,
// tag } and probing reads key and value with one 8-byte load through an
// int2 reinterpret_cast ("they are adjacent"). BUG: with the char tag the
// entry is 12 bytes with 4-byte alignment, so entry j starts at 12 * j:
// the int2 load is misaligned for every odd slot.
struct Entry {
  int key;
  float val;
  char tag;
};
template <int SLOTS>
__global__ void __launch_bounds__(256)
probe(const int *__restrict__ keys, const float *__restrict__ vals, const int *__restrict__ queries,
      float *__restrict__ out, int nq) {
  __shared__ Entry table[SLOTS];
  for (int j = threadIdx.x; j < SLOTS; j += blockDim.x)
    table[j] = Entry{keys[blockIdx.x * SLOTS + j], vals[blockIdx.x * SLOTS + j], 1};
  __syncthreads();
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  if (q >= nq)
    return;
  const int want = queries[q];
  float res = 0.f;
  for (int p = 0, j = (unsigned)want % SLOTS; p < SLOTS; ++p, j = (j + 1) % SLOTS) {
    const int2 kv = *reinterpret_cast<const int2 *>(&table[j]);  // BUG: 12-byte stride
    if (kv.x == want) {
      res = __int_as_float(kv.y);
      break;
    }
  }
  out[q] = res;
}
template __global__ void probe<512>(const int *, const float *, const int *, float *, int);
