/** The newsletter's words (English). */
export const newsletterMessages = {
  'newsletter.heading': 'Our newsletter',
  'newsletter.intro': 'News about devices, flavours and club offers, now and then. Leave any time.',
  'newsletter.email': 'E-mail address',
  'newsletter.topics': 'What would you like to hear about?',
  'newsletter.topic.marketing': 'Offers and news',
  'newsletter.topic.products': 'New devices and flavours',
  'newsletter.topic.club': 'Club rewards and events',
  'newsletter.agreement': 'I agree that my e-mail address is used to send me the newsletter.',
  'newsletter.subscribe': 'Subscribe',
  'newsletter.unsubscribe': 'Unsubscribe',
  'newsletter.subscribeAgain': 'Subscribe again',
  'newsletter.changeTopics': 'Change topics',
  'newsletter.sending': 'Sending…',
  'newsletter.status.subscribed': 'You are subscribed to {topics}.',
  'newsletter.status.unconfirmed':
    'Almost done: please confirm your address with the link we have e-mailed to {email}.',
  'newsletter.status.checkInbox':
    'Almost done: please confirm your address with the link we have e-mailed to you.',
  'newsletter.status.unsubscribed': 'You are unsubscribed. We will send you no more of these e-mails.',
  'newsletter.status.notActive':
    'This address cannot receive our newsletter just now. Please contact us if you would like it to.',
  'newsletter.error.email': 'Please enter a valid e-mail address.',
  'newsletter.error.topics': 'Please choose at least one topic.',
  'newsletter.error.agreement': 'Please agree to receive the newsletter.',
  'newsletter.error.captcha': 'We could not check that you are human. Please send the form again.',
  'newsletter.error.invalid': 'Please check the highlighted fields and send the form again.',
  'newsletter.error.unknownSubscriber': 'We could not find this subscription. It may have ended already.',
  'newsletter.error.unreachable':
    'We cannot reach our newsletter service just now. Please try again in a moment.',
  'newsletter.error.failed': 'Something went wrong. Please try again later.',
  'newsletter.error.signInToLeave':
    'Please sign in to leave the newsletter, or use the link at the end of any of our newsletters.',
  'newsletter.error.signInToRead': 'Please sign in to see your newsletter subscription.',
  'newsletter.error.formUnreadable': 'The form could not be read. Please send it again from the page.',
  'newsletter.account.heading': 'Newsletter',
  'newsletter.account.intro': 'Choose the topics you would like e-mails about, or leave the newsletter.',
  'newsletter.account.save': 'Save my topics',
  'newsletter.account.signIn': 'Sign in to manage your newsletter',
  'newsletter.block.hint': 'Newsletter: give the block at least one topic.',
} as const;
