// EXPECT: clean
// ARCHS: sm_80 sm_89
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=64
// OK: speculative-decoding verification (greedy): one block per request
// compares the draft tokens with the target model's argmax and writes the
// accepted length. Requests padded into the batch leave through an inline
// `exit` (the compiler cannot see that it does not return, so it keeps a
// join after it); nothing after the exit is real work of that path.
__global__ void __launch_bounds__(64)
    verify_greedy(const int *__restrict__ draft, const int *__restrict__ target_argmax, const int *__restrict__ num_draft,
                  int *__restrict__ accepted, int *__restrict__ bonus, int max_draft) {
  const int req = blockIdx.x;
  const int nd = num_draft[req];
  if (nd < 0)
    asm volatile("exit;");
  __shared__ int first_reject;
  if (threadIdx.x == 0)
    first_reject = nd;
  __syncthreads();
  const int t = threadIdx.x;
  if (t < nd && draft[req * max_draft + t] != target_argmax[req * (max_draft + 1) + t])
    atomicMin(&first_reject, t);
  __syncthreads();
  if (t == 0) {
    accepted[req] = first_reject;
    bonus[req] = target_argmax[req * (max_draft + 1) + first_reject];
  }
}
